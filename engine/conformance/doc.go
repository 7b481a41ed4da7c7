// Package conformance holds TestConformance: the shared vectors (shared/vectors/*.json, format
// in shared/spec/vectors.md) run against the engine. Each area's adapters live in their own
// *_test.go file and register into fns.
package conformance
