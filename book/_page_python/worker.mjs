// Python for an in-page table (bridge.mjs starts it): Pyodide, the table's wheels, the
// box's code, then the views' messages. Out: {step}, {comm}, {display}, {failed}.
let python = null;
let host = null;

// What page_host sends: comm messages (bytes as Uint8Array) and widgets to draw.
self.jjSend = (type, id, text, buffers) => {
  const bytes = buffers.toJs ? buffers.toJs() : [];
  if (buffers.destroy) {
    buffers.destroy();
  }
  postMessage({ comm: [type, id, text, bytes] });
};
self.jjShow = (id) => postMessage({ display: id });

// Kept games (widgets/keeping.py writes them at the top of /drive after every move):
// the browser keeps them in IndexedDB, in the page's own database of the site's files;
// games kept by the console's JupyterLite before are read too. inline-kept.js reads
// the same records ({type: "file", format: "text", content}) to offer a game back.
const KEPT = "jojotte-kept-";
const STORE = "files";
let kept = null;
const synced = new Map();

function asked(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function keptFiles(db) {
  const store = db.transaction(STORE, "readonly").objectStore(STORE);
  const [keys, records] = await Promise.all([asked(store.getAllKeys()), asked(store.getAll())]);
  const files = new Map();
  keys.forEach((key, i) => {
    const record = records[i];
    if (String(key).startsWith(KEPT) && record && record.type === "file" &&
        typeof record.content === "string" && record.format !== "base64") {
      files.set(String(key), record.content);
    }
  });
  return files;
}

async function openKept(lite) {
  const path = new URL(lite).pathname;
  const opening = indexedDB.open("jojotte-teach kept games - " + path, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  kept = await asked(opening);
  const files = await keptFiles(kept);
  const theirs = "JupyterLite Storage - " + path;
  if (indexedDB.databases && (await indexedDB.databases()).some((d) => d.name === theirs)) {
    const old = await asked(indexedDB.open(theirs));
    if (old.objectStoreNames.contains(STORE)) {
      (await keptFiles(old)).forEach((text, name) => {
        if (!files.has(name)) {
          files.set(name, text);
        }
      });
    }
    old.close();
  }
  python.FS.mkdirTree("/drive");
  files.forEach((text, name) => python.FS.writeFile("/drive/" + name, text));
  files.forEach((text, name) => synced.set(name, text));
}

// After every move: what the table wrote or removed on /drive, into the database.
function syncKept() {
  if (!kept) {
    return;
  }
  const names = python.FS.readdir("/drive").filter((name) => name.startsWith(KEPT));
  const store = kept.transaction(STORE, "readwrite").objectStore(STORE);
  names.forEach((name) => {
    const text = python.FS.readFile("/drive/" + name, { encoding: "utf8" });
    if (synced.get(name) !== text) {
      store.put({ name: name, path: name, type: "file", format: "text", content: text,
        last_modified: new Date().toISOString() }, name);
      synced.set(name, text);
    }
  });
  Array.from(synced.keys()).forEach((name) => {
    if (!names.includes(name)) {
      store.delete(name);
      synced.delete(name);
    }
  });
}

const SET_UP = `
from jojotte_teach.page_host import PageHost, stand_in_for_ipython
import js
host = PageHost(js.jjSend, js.jjShow)
stand_in_for_ipython(host.display)
host.install()
import ipywidgets
`;

async function start({ lite, wheels, code }) {
  const { loadPyodide } = await import(new URL("static/pyodide/pyodide.mjs", lite).href);
  python = await loadPyodide({ indexURL: new URL("static/pyodide/", lite).href });
  postMessage({ step: "pyodide" });
  await python.loadPackage(["traitlets", ...wheels], { messageCallback: () => {} });
  postMessage({ step: "packages" });
  try {
    await openKept(lite);
  } catch (error) {
    kept = null;  // no storage (a private window, say): the game lives in memory only
  }
  python.runPython(SET_UP);
  host = python.globals.get("host");
  postMessage({ step: "ready" });
  run(code);
}

// A failure of the box's code, or of Python, as one line for the box.
function failed(error) {
  const text = String(error && error.message || error);
  const lines = text.trim().split("\n");
  // page_host.BoxError's line is the box's own ("NameError: ... (line 2)").
  postMessage({ failed: lines[lines.length - 1].replace(/^[\w.]*BoxError: /, "") });
}

function run(code) {
  try {
    host.run_cell(code);
  } catch (error) {
    failed(error);
  }
  syncKept();
}

onmessage = async (event) => {
  const asked = event.data;
  try {
    if (asked.start) {
      await start(asked.start);
    } else if (asked.comm && host) {
      const [id, text, buffers] = asked.comm;
      host.receive(id, text, buffers);
      syncKept();
    }
  } catch (error) {
    failed(error);
  }
};
