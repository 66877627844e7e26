/**
 * Complete site files for the hosts an operator deploys the build to (scripts/csp.mjs writes them beside the build,
 * in <dist>/hosting/): nginx, Apache, Caddy, and Netlify or Cloudflare Pages (`_headers`, `_redirects`). Each serves
 * the app's history routes from index.html, keeps the hashed files (assets/) for a year as immutable, makes every
 * other file be asked again (`no-cache`: index.html, sw.js, config.json, the manifest), names the types a stock server
 * gets wrong (the manifest, WebAssembly), and sends the security headers on every answer, the errors included. The
 * site is at the host's root; set `root` (where dist/ is) and `listen` (or the site's name, and TLS) as the host has
 * them. `tests/e2e/hosts.spec.ts` serves the build from Debian's nginx, Apache and Caddy with these files.
 */

/** The hashed build files: a new build gives them new names, so they never change under the same one. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else: kept, but asked again each time (a new deployment shows at once). */
export const REVALIDATE = 'no-cache';
/** The files of a deployment a browser must never keep unasked (with `_headers`, which names paths). */
const ASKED_AGAIN = ['/', '/index.html', '/404.html', '/sw.js', '/config.json', '/manifest.webmanifest'];
const TYPES = [
  ['application/manifest+json', 'webmanifest'],
  ['application/wasm', 'wasm'],
];

const written = (what) =>
  `written by scripts/csp.mjs from this build's config.json (\`npm run csp\` after changing it); ${what}`;

/** `headers`: [name, value] pairs, the security headers every answer carries. */
export function nginxSite(headers, { root = '/var/www/wallet', listen = '80' } = {}) {
  // `always`: on nginx's own answers too (a 404, a 500). The year's cache rule only on a file sent: a 404 kept for a
  // year would hide a file that comes a moment later.
  const set = (cache, always) =>
    [...headers.map(([n, v]) => `add_header ${n} "${v}" always;`), `add_header Cache-Control "${cache}"${always}`]
      .map((line) => `        ${line}`)
      .join('\n');
  return `# The wallet's site for nginx, ${written('put it in sites-enabled/ or include it in `http`.')}
#
# The security headers are written in each location, not once for the server: nginx drops every add_header of the
# levels above in a location that has an add_header of its own (here each sets Cache-Control), so a header set once
# at the server level would be missing, silently, from every location with a cache rule.
server {
    listen ${listen};
    root ${root};
    index index.html;
    # The stock mime.types lacks the manifest; a types block here replaces the inherited map, so it is included again.
    include mime.types;
    types {
${TYPES.map(([t, ext]) => `        ${t} ${ext};`).join('\n')}
    }
    # nginx's own pages (a file that is not there, a server error) carry the headers too: the locations below add them.
    location /assets/ {
${set(IMMUTABLE, ';')}
        # A hashed file that is not there is a 404, never the app.
        try_files $uri =404;
    }
    location / {
${set(REVALIDATE, ' always;')}
        # The app's history routes (/user/home, /login): index.html.
        try_files $uri $uri/ /index.html;
    }
}
`;
}

/** For a <VirtualHost> or the site's .htaccess (AllowOverride All), with mod_headers, mod_mime and mod_dir. */
export function apacheSite(headers) {
  return `# The wallet's site for Apache 2.4, ${written('include it in the <VirtualHost> or use it as the')}
# site's .htaccess. It needs mod_headers (Debian: a2enmod headers), mod_mime and mod_dir.
${headers.map(([n, v]) => `Header always set ${n} "${v}"`).join('\n')}
${TYPES.map(([t, ext]) => `AddType ${t} .${ext}`).join('\n')}
# The app's history routes (/user/home, /login): a path that is no file is index.html, but under assets/.
FallbackResource /index.html
# The year's cache rule only on a file sent (\`Header set\`: not on a 404, which a year would keep).
<If "%{REQUEST_URI} =~ m#^/assets/#">
    FallbackResource disabled
    Header set Cache-Control "${IMMUTABLE}"
</If>
<Else>
    Header always set Cache-Control "${REVALIDATE}"
</Else>
`;
}

/** A Caddyfile site block (Caddy 2). */
export function caddySite(headers, { root = '/var/www/wallet', address = 'wallet.example.com' } = {}) {
  return `# The wallet's site for Caddy 2, ${written('set the address (Caddy then gets its certificate) and root.')}
${address} {
	root * ${root}
	header {
${headers.map(([n, v]) => `		${n} "${v}"`).join('\n')}
	}
	@manifest path *.webmanifest
	header @manifest Content-Type "application/manifest+json"
	handle /assets/* {
		header Cache-Control "${IMMUTABLE}"
		file_server
	}
	handle {
		header Cache-Control "${REVALIDATE}"
		# The app's history routes (/user/home, /login): index.html.
		try_files {path} /index.html
		file_server
	}
	# An error (a hashed file that is not there) is asked again, never kept for the year of its path.
	handle_errors {
		header Cache-Control "${REVALIDATE}"
		respond "{err.status_code} {err.status_text}"
	}
}
`;
}

/** Netlify and Cloudflare Pages: headers by path (a header two rules give is joined, so Cache-Control is given once). */
export function headersFile(headers) {
  const block = (path, lines) => `${path}\n${lines.map(([n, v]) => `  ${n}: ${v}`).join('\n')}\n`;
  return [
    block('/*', headers),
    block('/assets/*', [['Cache-Control', IMMUTABLE]]),
    ...ASKED_AGAIN.map((p) => block(p, [['Cache-Control', REVALIDATE]])),
  ].join('');
}

/** Netlify and Cloudflare Pages: the app's history routes are index.html (a file that is there is served first). */
export const REDIRECTS = '/*  /index.html  200\n';
