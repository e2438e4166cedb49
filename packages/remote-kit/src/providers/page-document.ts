// Who owns the page's document (its title, <meta> tags and main landmark): the shell and a
// remote's own standalone page do; a module mounted on a partner's page (./mount, the custom
// elements) does not, and writes nothing outside its element. ProviderTree says so for the
// modules it renders with a memory router (the partner's page).
import { createContext, useContext } from 'react';

export const OwnsDocumentContext = createContext(true);

/** False when the module is a guest on a partner's page: no document.title, no <meta>, no <main>. */
export const useOwnsDocument = (): boolean => useContext(OwnsDocumentContext);
