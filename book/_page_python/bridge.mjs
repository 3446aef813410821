// An in-page table run by Python in a worker, its widgets drawn in the page.
//
// `startPython({lite, worker, element, code, onStep, onDrawn, onFailed})` starts the
// worker (worker.js): Pyodide from the site's JupyterLite folder (`lite`), the table's
// wheels from its PyPI index, then the box's `code`. The widgets are html-manager's
// (the embedder the book's pages already use), joined to Python's (jojotte_teach's
// page_host) by comms whose messages cross to the worker and back as JSON and bytes.
// `onStep(name)` tells the start's steps ("pyodide", "packages", "ready"); `onDrawn()`
// each time a displayed widget has been drawn in `element`; `onFailed(line)` the one
// line of a failure. Returns `{stop}`, which ends the worker.
import { HTMLManager } from "@jupyter-widgets/html-manager";

// The wheels of the table's packages in the site's own PyPI index (lite/pypi/all.json).
const PACKAGES = ["comm", "ipywidgets", "jojotte-teach"];

async function wheels(lite) {
  const index = await (await fetch(new URL("pypi/all.json", lite))).json();
  return PACKAGES.map((name) => {
    const releases = index[name].releases;
    const newest = Object.keys(releases).pop();
    return new URL(releases[newest][0].url, new URL("pypi/", lite)).href;
  });
}

// One comm: messages from Python wait for the model's handler; the view's go to Python.
class PageComm {
  constructor(id, target, toPython) {
    this.comm_id = id;
    this.target_name = target;
    this.toPython = toPython;
    this.handler = null;
    this.closer = null;
    this.waiting = [];
  }
  open() {
    return "";
  }
  send(data, callbacks, metadata, buffers) {
    const bytes = (buffers || []).map((b) =>
      new Uint8Array(b.buffer ? b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) : b));
    this.toPython(this.comm_id, JSON.stringify(data), bytes);
    return "";
  }
  close() {
    return "";
  }
  on_msg(handler) {
    this.handler = handler;
    this.waiting.splice(0).forEach((msg) => handler(msg));
  }
  on_close(closer) {
    this.closer = closer;
  }
  deliver(msg) {
    if (this.handler) {
      this.handler(msg);
    } else {
      this.waiting.push(msg);
    }
  }
}

function widgetHost(toPython) {
  const manager = new HTMLManager();
  const comms = new Map();
  let opened = Promise.resolve();
  function fromPython(type, id, text, buffers) {
    const message = JSON.parse(text);
    const views = (buffers || []).map((b) => new DataView(b.buffer, b.byteOffset, b.byteLength));
    if (type === "comm_open") {
      const comm = new PageComm(id, message.target_name, toPython);
      comms.set(id, comm);
      const msg = {
        content: { comm_id: id, target_name: message.target_name, data: message.data },
        metadata: message.metadata, buffers: views,
      };
      opened = opened.then(() => manager.handle_comm_open(comm, msg));
    } else if (comms.has(id)) {
      const comm = comms.get(id);
      const msg = { content: { comm_id: id, data: message.data }, metadata: message.metadata,
        buffers: views };
      if (type === "comm_msg") {
        comm.deliver(msg);
      } else if (comm.closer) {
        comm.closer(msg);
      }
    }
  }
  async function display(modelId, element) {
    await opened;
    const model = await manager.get_model(modelId);
    const view = await manager.create_view(model);
    await manager.display_view(view, element);
  }
  return { fromPython, display };
}

export async function startPython(options) {
  const worker = new Worker(options.worker, { type: "module" });
  const host = widgetHost((id, text, buffers) =>
    worker.postMessage({ comm: [id, text, buffers] }));
  let drawing = Promise.resolve();
  worker.onmessage = (event) => {
    const told = event.data;
    if (told.comm) {
      host.fromPython(...told.comm);
    } else if (told.display) {
      drawing = drawing.then(() => host.display(told.display, options.element))
        .then(() => options.onDrawn(), (error) => options.onFailed(String(error)));
    } else if (told.step) {
      options.onStep(told.step);
    } else if (told.failed) {
      options.onFailed(told.failed);
    }
  };
  worker.onerror = (event) => options.onFailed(event.message || "Python could not start");
  try {
    worker.postMessage({ start: { lite: options.lite, wheels: await wheels(options.lite),
      code: options.code } });
  } catch (error) {
    options.onFailed(String(error));
  }
  return { stop: () => worker.terminate() };
}
