// Package bench measures Arbiter against the go-app floor: first-visit bytes, cold and warm
// start in headless Chromium, and engine timings natively and in wasm (bench/run.sh), and
// holds the one budget CI enforces: the brotli size of the app's wasm (TestWasmSizeBudget).
package bench
