// Package conformance holds TestConformance: the public vectors (format in
// shared/spec/vectors.md) run against the engine. It reads the folders in VECTORS_DIRS
// (colon-separated) or, when that is unset, the repository's copy testdata/vectors plus
// ../shared/vectors next to the repository root when it exists; a case in both runs once, from
// the shared copy. A vector function runs through the calculator of the same meaning: the table
// adapters (adapters_test.go) for the functions whose input fields are the calculator's fields
// and whose want fields are its outs, by name; handwritten_test.go for the few that need
// translating, each saying why.
package conformance
