'use client';

/** Ends the session on the server (the CMS deletes it) and goes back to the login page. */
export function LogoutButton({ label, loginPath }: { readonly label: string; readonly loginPath: string }) {
  const logout = async () => {
    await fetch('/api/owner/logout/', { method: 'POST' }).catch(() => null);
    // A full load: the login page belongs to the cached site, another root layout.
    window.location.assign(loginPath);
  };
  return (
    <button type="button" className="button" onClick={logout}>
      {label}
    </button>
  );
}
