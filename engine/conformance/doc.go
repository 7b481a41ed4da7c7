// Package conformance holds TestConformance: the public vectors (format in
// shared/spec/vectors.md) run against the engine. It reads the folders in VECTORS_DIRS
// (colon-separated) or, when that is unset, the repository's copy testdata/vectors plus
// ../shared/vectors next to the repository root when it exists; a case in both runs once, from
// the shared copy. Each area's adapters live in their own *_test.go file and register into fns.
package conformance
