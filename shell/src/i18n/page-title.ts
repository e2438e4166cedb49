// The window title of the shell's pages, in one place for the browser (SettingsEffects,
// NotFoundPage) and the server, which sends the prerendered page with it in the page's language.
type Translate = (key: 'header.title' | 'header.subtitle' | 'notFound.title') => string;

/** The dashboard's title (every page but the 404 page). */
export const dashboardTitle = (t: Translate): string => `${t('header.title')} · ${t('header.subtitle')}`;

/** The 404 page's own title: a tab or a bookmark says what it is. */
export const notFoundTitle = (t: Translate): string => `${t('notFound.title')} · ${t('header.title')}`;
