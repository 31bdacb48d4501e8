/** 'Cuenta de cliente' on the client's detail, under `client_accounts`. */
export const clientAccountsTexts = {
  client_accounts: {
    section: 'Cuenta de cliente',
    hint: 'Las cuentas de la web que ven las reparaciones, revisiones y pedidos de este cliente en «Mis pedidos y reparaciones», una vez verificado su correo.',
    phone_rule:
      'El teléfono nunca vincula una cuenta por sí solo: nadie ha comprobado que sea de quien se registró. Vincúlala a mano solo después de comprobar quién es.',
    none: 'Ninguna cuenta de cliente está vinculada a este cliente.',
    via_email: 'Automática: mismo correo',
    via_hand: 'Vinculada a mano',
    via_staff: 'Por %{by}, el %{date}',
    verified_since: 'Correo verificado el %{date}',
    unverified: 'Correo sin verificar: aún no ve nada',
    unlink: 'Desvincular',
    unlink_title: 'Desvincular la cuenta %{email}',
    unlink_content:
      'Dejará de ver los trabajos de este cliente en la web, aunque su correo sea el del cliente. Podrás volver a vincularla cuando quieras.',
    link: 'Vincular',
    link_account: 'Vincular cuenta',
    close_search: 'Cerrar',
    suggested: 'Cuentas que comparten su correo o teléfono',
    match_email: 'Mismo correo',
    match_phone: 'Mismo teléfono (sin verificar)',
    unlinked_by: 'Desvinculada por %{by} el %{date}',
    linked_now: 'Ya vinculada',
    search_label: 'Buscar cuenta por correo o teléfono',
    search_hint: 'Escribe al menos 3 caracteres.',
    search_none: 'Ninguna cuenta de cliente coincide.',
    results: 'Cuentas encontradas',
    failed_load: 'No se han podido cargar las cuentas de cliente',
    failed: 'No se ha podido cambiar la vinculación',
  },
};
