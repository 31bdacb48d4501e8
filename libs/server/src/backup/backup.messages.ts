/** The Spanish texts of `taller backup` and `taller restore`, written once. */
export const backupMessages = {
  passphraseMissing:
    'Falta la frase de paso que cifra las claves: ponla en TALLER_BACKUP_PASSPHRASE, en un archivo (--passphrase-file) o escríbela cuando se pida (en un terminal)',
  passphraseTooShort: (min: number) => `La frase de paso es demasiado corta: usa al menos ${min} caracteres`,
  passphraseMismatch: 'Las dos frases de paso no coinciden',
  passphraseFileUnreadable: (file: string) => `No se puede leer el archivo de la frase de paso «${file}»`,
  passphrasePrompt: 'Frase de paso de la copia: ',
  passphraseRepeat: 'Repítela: ',
  kurrentUnsupported:
    'Con EVENTSTORE_URL (KurrentDB) los eventos no están en la misma base que las tablas: esta versión solo copia y restaura tiendas en SQLite o PostgreSQL',
  folderMissing: (folder: string) => `No existe la carpeta «${folder}»: créala (o monta el disco de las copias) y vuelve a intentarlo`,
  folderNotWritable: (folder: string, detail: string) => `No se puede escribir en la carpeta «${folder}» (${detail})`,
  outExists: (file: string) => `Ya existe «${file}»: elige otro nombre, no se sobrescribe una copia`,
  fileUnreadable: (file: string) => `No se puede leer el archivo «${file}»`,
  wrongPassphrase: 'La frase de paso no es la de esta copia: no se ha escrito nada',
  notEmpty: (what: string) =>
    `La instalación de destino no está vacía (${what}): restaura en una instalación nueva, con DATA_DIR o DATABASE_URL sin datos`,
  writeFailed: (message: string) =>
    `La restauración se detuvo al escribir en el destino (${message}); la instalación ha quedado a medias: vacíala y vuelve a restaurar`,
} as const;

/** Where an archive is wrong: each names the entry (and line or byte) it found the fault in. */
export const archiveMessages = {
  notGzip: 'No es una copia de Taller: el archivo no está comprimido con gzip',
  damaged: (where: string, detail: string) => `La copia está dañada ${where}: ${detail}; no se ha escrito nada`,
  truncated: (where: string) => `La copia está incompleta: se corta ${where}; no se ha escrito nada`,
  firstEntry: (name: string) => `La copia no empieza por su cabecera «${name}»: no es una copia de Taller`,
  newerFormat: (version: number, supported: number) =>
    `La copia es del formato ${version}, más nuevo que este programa (${supported}); actualiza Taller`,
  unexpectedEntry: (name: string) => `La copia trae una entrada que no se esperaba: «${name}»`,
  repeatedEntry: (name: string) => `La copia trae dos veces la entrada «${name}»`,
  missingManifest: (after: string) => `La copia está incompleta: acaba tras «${after}» sin su manifiesto; no se ha escrito nada`,
  manifestSecond: (manifest: string, name: string) => `La copia trae «${name}» donde debería estar su manifiesto «${manifest}»`,
  manifestAltered: 'El manifiesto de la copia ha sido alterado (su firma no coincide con la frase de paso); no se ha escrito nada',
  hashMismatch: (name: string) => `«${name}» no coincide con el manifiesto (su SHA-256 es otro): la copia está alterada; no se ha escrito nada`,
  sizeMismatch: (name: string, expected: number, actual: number) =>
    `«${name}» no coincide con el manifiesto (${actual} bytes, y el manifiesto dice ${expected}); no se ha escrito nada`,
  missingEntry: (name: string, after: string) =>
    `La copia está incompleta: falta «${name}», que el manifiesto nombra (acaba tras «${after}»); no se ha escrito nada`,
  notInManifest: (name: string) => `«${name}» no está en el manifiesto; no se ha escrito nada`,
  countMismatch: (name: string, what: string, expected: number, actual: number) =>
    `«${name}» trae ${actual} ${what} y el manifiesto dice ${expected}; no se ha escrito nada`,
  badLine: (name: string, line: number, detail: string) => `«${name}», línea ${line}: ${detail}`,
  keysAltered: 'Las claves cifradas de la copia («secret-keys.enc») están alteradas: no se pueden descifrar; no se ha escrito nada',
  imageMissing: (name: string) => `Falta la imagen «${name}» que nombra la tabla uploaded_images`,
  unknownTable: (table: string) => `La copia trae la tabla «${table}», que esta versión de Taller no conoce`,
} as const;
