// The home screen's card of lab-visit passes waiting for their visit
// (namespace 'homePasses', issue 18); it loads with the card, for a
// signed-in customer only, not with the storefront's first load.
export const homePassesEn = {
  title: 'Ready for your lab visit',
  ready: 'Your lab-visit pass for order {{number}} is ready',
  kept: 'Kept on this phone',
} as const;
