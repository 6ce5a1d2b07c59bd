// The parts of a plain location box (plain-place-search-form.tsx, `upgradable`) that the search page's
// after-hydration code upgrades into the combobox (location-box-behaviour.tsx), by id from the box's id.

/** The plain box's label and input, hidden once the combobox stands in for it. */
export const plainFieldId = (boxId: string) => `${boxId}-field`;
/** An empty element beside it, where the combobox is put. */
export const suggestSlotId = (boxId: string) => `${boxId}-slot`;
/** The combobox's own input (the plain one keeps its id, so the two never share one). */
export const suggestBoxId = (boxId: string) => `${boxId}-suggest`;
