// Python in a worker for page.html (?worker=1): the page keeps drawing while Python
// thinks. Messages in: {wheels, real} to start, {code} to run a box, {comm} from a
// view. Out: {step}, {comm} for the widget host, {display}, {failed}.
let py = null;
self.jjFromPython = (type, id, text) => postMessage({ comm: [type, id, text] });
self.jjDisplay = (id) => postMessage({ display: id });
onmessage = async (event) => {
  const asked = event.data;
  try {
    if (asked.start) {
      const { lite, wheels, real, host } = asked.start;
      const { loadPyodide } = await import(lite + "static/pyodide/pyodide.mjs");
      py = await loadPyodide({ indexURL: lite + "static/pyodide/" });
      postMessage({ step: "pyodide" });
      await py.loadPackage([...(real ? ["ipython"] : ["traitlets"]), ...wheels]);
      postMessage({ step: "packages" });
      py.runPython(host);
      py.runPython(real ? "import IPython.display\nIPython.display.display = display\n" +
        "import IPython.core.display_functions as f\nf.display = display" :
        "stand_in_for_ipython()");
      py.runPython("import ipywidgets\nfrom jojotte_teach import book");
      postMessage({ step: "imports" });
    } else if (asked.code !== undefined) {
      py.globals.get("run_cell")(asked.code);
      postMessage({ step: "python" });
    } else if (asked.comm) {
      const [id, text, buffers] = asked.comm;
      py.globals.get("to_python")(id, text, buffers);
    }
  } catch (error) {
    postMessage({ failed: String(error).slice(-800) });
  }
};
