/** While a screen's code is fetched, and when it could not be (shared/lazyScreen.tsx). */
export const screenLoadMessages = {
  loading: 'Cargando la pantalla',
  title: 'No se ha podido cargar esta pantalla',
  body: 'Puede que se haya publicado una versión nueva de la gestión desde que abriste esta pestaña, o que se haya cortado la conexión. Recarga la página para seguir: lo que ya estaba guardado no se pierde.',
  reload: 'Recargar la página',
} as const;
