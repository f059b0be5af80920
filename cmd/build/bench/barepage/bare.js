// bare.js: start the baseline Ebiten app of the benchmarks, as plainly as a page can.
"use strict";
window.nimscope = { ready: false };
(async function () {
  const url = document.querySelector('meta[name="nimscope-wasm"]').content;
  const go = new Go();
  const result = await WebAssembly.instantiateStreaming(fetch(url), go.importObject);
  await go.run(result.instance);
})();
