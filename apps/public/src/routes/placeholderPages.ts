/** Pages of the route table still to be built: they show their title and a way to reach us. */
export const placeholderPages: ReadonlyArray<{ path: string; title: string }> = [];
