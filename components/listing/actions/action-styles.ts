// The listing page's actions bar (listing-actions.tsx) on phones. Each action is a button or link whose
// last child is a <span> holding its words (Like's too), so the page can show the bar as icons alone
// with CSS only: no script of its own, nothing added to the bar's client code.

/**
 * For the server-rendered element that holds the bar: below the medium breakpoint (901 px) every action
 * is a 40 px square icon button, all in one row, its words kept for screen readers only.
 */
export const iconActionsOnPhonesClass = [
  'max-md:[&>div]:flex-nowrap',
  'max-md:[&>div>:is(button,a)]:size-10',
  'max-md:[&>div>:is(button,a)]:p-0',
  'max-md:[&>div>:is(button,a)]:justify-center',
  'max-md:[&>div>:is(button,a)_svg]:size-5',
  'max-md:[&>div>:is(button,a)>span:last-child]:sr-only',
].join(' ');
