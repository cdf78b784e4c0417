// A location's addon may arrive as a string ("adam", "none", "ADAM,other") or as a flag object;
// docs/product.md section 3 converts a string to a flag object, so the rest of the code sees only
// flags.
export interface AddonFlags {
  adam: boolean;
}

export function parseAddon(addon: string | AddonFlags | null | undefined): AddonFlags {
  if (addon === null || addon === undefined) return { adam: false };
  if (typeof addon !== 'string') return { adam: addon.adam === true };
  const names = addon.split(',').map((name) => name.trim().toLowerCase());
  return { adam: names.includes('adam') };
}
