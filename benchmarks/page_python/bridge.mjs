// The widgets' side of a table run by Python in the page itself (no kernel, no console):
// html-manager's models and views, joined to Python's widgets by comms that pass JSON
// in the page's own thread. Bundled by benchmarks/page_python.py with esbuild.
import { HTMLManager } from "@jupyter-widgets/html-manager";

// One comm: messages from Python wait for the model's handler, replies go to Python.
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
    this.toPython(this.comm_id, JSON.stringify(data), buffers || []);
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

// The page's widget host: `fromPython` takes Python's comm messages, `display` draws a
// model in an element once every model opened before it has been made.
export function startHost(toPython) {
  const manager = new HTMLManager();
  const comms = new Map();
  let opened = Promise.resolve();
  function fromPython(type, id, text) {
    const message = JSON.parse(text);
    if (type === "comm_open") {
      const comm = new PageComm(id, message.target_name, toPython);
      comms.set(id, comm);
      const msg = {
        content: { comm_id: id, target_name: message.target_name, data: message.data },
        metadata: { version: "2.1.0" },
        buffers: [],
      };
      opened = opened.then(() => manager.handle_comm_open(comm, msg));
    } else if (comms.has(id)) {
      const comm = comms.get(id);
      const msg = { content: { comm_id: id, data: message.data }, metadata: message.metadata,
        buffers: [] };
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
