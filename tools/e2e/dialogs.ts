// The six sidebar buttons of the spec's Screens and routes and the title (accessible name) of the dialog each
// opens, in English: one list for every e2e file that walks all the dialogs.
export const DIALOG_BUTTONS = [
  { button: 'Development Timeline', title: 'Forest City - Development History & Research Analysis' },
  { button: 'Hydrological Data', title: 'Hydrological Mass Balance Model' },
  { button: 'Monthly Analysis', title: 'Monthly Water Balance' },
  { button: 'Stormwater Approaches', title: 'Stormwater Approaches' },
  { button: 'Future Development', title: 'Future Development' },
  { button: 'Analytical Report', title: 'Analytical Report' },
] as const;
