// Volto's configuration is nested plain objects that an add-on fills in; this finds or makes one of them.

/** `parent[key]`, made an empty object first when it is not set. */
export function configObject(parent: Record<string, any>, key: string): Record<string, any> {
  // `||` rather than `??=`: this runs on every page, and Volto's Babel spells `??=` out at length.
  return parent[key] || (parent[key] = {});
}
