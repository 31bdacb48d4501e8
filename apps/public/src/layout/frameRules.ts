/** The spec's frame rules: where the navigation bar and the footer are not shown. */
export function showsNavigation(pathname: string): boolean {
  return !pathname.startsWith('/albaran');
}

export function showsFooter(pathname: string): boolean {
  return !pathname.startsWith('/albaran') && !pathname.startsWith('/white-branch');
}
