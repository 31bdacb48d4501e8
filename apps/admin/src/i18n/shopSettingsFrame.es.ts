/**
 * What the frame says of the settings (the menu entry, the banner of a shop not yet set up), in
 * the first load; the screen's own texts come with it (shopSettings.es.ts).
 */
export const shopSettingsTexts = {
  shop_settings: {
    menu: 'Ajustes del taller',
    actions: { go: 'Completar los ajustes del taller' },
    banner: {
      administrador:
        'Faltan los datos del taller: el albarán, la web y los correos no pueden nombrar a la empresa hasta que los completes.',
      gerente: 'Faltan los datos del taller (nombre, NIF, dirección…). Pide al Administrador que los complete en «Ajustes del taller».',
    },
  },
};
