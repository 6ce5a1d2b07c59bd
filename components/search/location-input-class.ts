/** The location box's look, shared by the combobox and the plain box shown until its code loads. */
export const locationInputClass = 'w-full min-w-0 rounded-md border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted';
