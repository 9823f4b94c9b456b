// The module map of docs/architecture.md as lint rules (docs/decisions/0011). A module imports only
// modules on lower rows, and only through their surface: index.ts (browser-safe), server.ts
// (server-only), components/* (React components, by file), tables.ts (its tables, docs/architecture.md
// "Where each table lives") and actions.ts (for src/server only).
// keys, platform, db and ui import no module; db imports neither platform nor scripts; modules
// import neither src/server, the demo (demo/) nor app. The outer server (server/, `npm start`) stands
// above them all and nothing imports it.

/** Bottom row first. Modules listed but not yet written (payments, …) keep their place. */
export const MODULE_ROWS = [
  ['notifications', 'email', 'newsletter'],
  ['accounts'],
  // uploads below catalog: an item claims and publishes its photos through uploads' surface.
  ['uploads'],
  ['catalog', 'payments'],
  ['auctions'],
  ['bidding', 'watchlist'],
  // questions beside orders and valuations: it reads auctions, catalog and watchlist below it.
  ['orders', 'valuations', 'questions'],
  // books beside content: it reads orders, payments and catalog below it and is read by admin above.
  ['content', 'books'],
  ['admin', 'shell'],
];

const rowOf = new Map(MODULE_ROWS.flatMap((row, index) => row.map((name) => [name, index])));
const modules = [...rowOf.keys()];
const dir = (name) => `./src/modules/${name}`;

const zones = [];

// Down the map only: no import of a module on the same or a higher row.
for (const target of modules) {
  for (const from of modules) {
    if (from === target || rowOf.get(from) < rowOf.get(target)) continue;
    zones.push({
      target: dir(target),
      from: dir(from),
      message: `'${target}' may not import '${from}': modules import only rows below their own (docs/architecture.md module map); send news upwards as a job or event, or have the caller hand it in.`,
    });
  }
}

// Only through the surface. A module's tables.ts is part of it for the modules above (reads that
// join downward), the composition root and the demo seed, never for app/: a route reads through a
// query. With the rows above, a table is imported only by its owner and by modules on higher rows.
for (const from of modules) {
  for (const target of [...modules.filter((name) => name !== from).map(dir), './demo']) {
    zones.push({
      target,
      from: dir(from),
      except: ['./index.ts', './server.ts', './components', './tables.ts'],
      message: `Import '${from}' through its surface: '@/modules/${from}' (browser-safe), '@/modules/${from}/server', '@/modules/${from}/tables' or a file in its components/.`,
    });
  }
  zones.push({
    target: './app',
    from: dir(from),
    except: ['./index.ts', './server.ts', './components'],
    message: `Import '${from}' through its surface: '@/modules/${from}' (browser-safe), '@/modules/${from}/server' or a file in its components/; a route reads tables through a query.`,
  });
  zones.push({
    target: './src/server',
    from: dir(from),
    except: ['./index.ts', './server.ts', './components', './actions.ts', './tables.ts'],
    message: `Import '${from}' through its surface: '@/modules/${from}', '@/modules/${from}/server', '@/modules/${from}/tables' or '@/modules/${from}/actions'.`,
  });
}

// The bottom row imports no module, nor what composes the modules.
for (const target of ['./src/keys', './src/platform', './src/db', './src/ui']) {
  for (const from of ['./src/modules', './src/server', './demo', './app']) {
    zones.push({ target, from, message: `${target.slice(6)} is the bottom row of the module map: it imports no module.` });
  }
}
// The database takes its configuration, logger and process singleton from its caller
// (src/platform/database.ts) and shares the folder lock with scripts/, not the other way round
// (docs/decisions/0038).
for (const from of ['./src/platform', './scripts']) {
  zones.push({
    target: './src/db',
    from,
    message: `db is below ${from.slice(2)}: take what it needs by parameter (openDatabase's options), do not import it (docs/decisions/0038).`,
  });
}
zones.push({
  target: './src/keys',
  from: './src',
  except: ['./keys'],
  message: 'keys is dependency-free: the schema and the browser both import it.',
});
for (const from of ['./src/server', './demo', './app']) {
  zones.push({ target: './src/modules', from, message: 'Modules never import the composition root (src/server), the demo or app/.' });
}

// The outer server (server/, docs/architecture.md "Serving") runs outside Next's bundle: it takes
// the app's hooks through their one door (src/server/outer-hooks.ts), the platform's rules, the keys
// and a module's browser-safe surface (index.ts: constants such as the content page list), nothing
// that opens the database or renders. Nothing in the app imports it.
zones.push({
  target: './server',
  from: './src/server',
  except: ['./outer-hooks.ts'],
  message: "server/ takes the app's hooks through src/server/outer-hooks.ts only: it runs outside Next's bundle.",
});
for (const from of modules) {
  zones.push({
    target: './server',
    from: dir(from),
    except: ['./index.ts'],
    message: `server/ imports '${from}' only through its browser-safe surface '@/modules/${from}': it runs outside Next's bundle.`,
  });
}
for (const from of ['./src/db', './demo', './src/ui', './app', './scripts']) {
  zones.push({
    target: './server',
    from,
    message: `server/ does not import ${from.slice(2)}: it takes what it needs of the app through its hooks.`,
  });
}
for (const target of ['./src', './app']) {
  zones.push({
    target,
    from: './server',
    message: 'Nothing in the app imports the outer server (server/): it registers hooks for it (src/server/outer-hooks.ts).',
  });
}

export const boundaryRules = {
  'import/no-restricted-paths': ['error', { zones }],
  'import/no-cycle': ['error', { ignoreExternal: true }],
};
