/**
 * A URL whose path has a malformed percent escape (/blog/%E0%A4%A) gets the not-found page from
 * the server, but the router Docusaurus uses cannot decode such a path: it throws while creating
 * its history, and the page never hydrates (its menu and links stay dead). Before the router
 * starts, this module escapes each `%` of such a path, so the router reads the path as it was
 * typed and renders the not-found page, as the server did.
 */
if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  try {
    decodeURI(pathname);
  } catch {
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname.replaceAll('%', '%25')}${search}${hash}`,
    );
  }
}

export {};
