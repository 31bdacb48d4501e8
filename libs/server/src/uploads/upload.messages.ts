import { MAX_UPLOAD_MB } from './upload-limits.js';

/**
 * The Spanish texts of image uploads, written once. The spec's (back-office.md §5, §8) where it
 * has one; ours for what it leaves unsaid (the record type, more than one file).
 */
export const uploadMessages = {
  missingFile: 'No se seleccionó ningún archivo',
  emptyFilename: 'El archivo no tiene nombre',
  unsupportedType: 'Tipo de archivo no permitido. Solo se permiten: JPG, PNG, WEBP, GIF',
  tooLarge: `Archivo demasiado grande (máximo ${MAX_UPLOAD_MB}MB)`,
  tooManyFiles: 'Solo se puede subir un archivo cada vez',
  tooManyFields: 'El formulario enviado tiene demasiados campos',
  invalidForm: 'El formulario enviado no es válido',
  unknownType: (known: readonly string[]) => `Tipo de registro no válido. Debe ser: ${known.join(', ')}`,
  invalidImageId: 'ID de imagen no válido',
  imageNotFound: 'Imagen no encontrada',
} as const;

/** The machine-readable codes the back-office reads (spec §7, §8), and ours beside them. */
export type UploadErrorCode =
  | 'missing_file_field'
  | 'empty_filename'
  | 'unsupported_extension'
  | 'file_too_large'
  | 'too_many_files'
  | 'too_many_fields'
  | 'invalid_form'
  | 'invalid_type'
  | 'invalid_id';
