// Package engine is Arbiter's domain: the ruleset, calculator, input-schema and result model
// that every regulation is written in, and the structured error type the app translates.
//
// The scoring of duplicate bridge (Laws of Duplicate Bridge 2017, Laws 77 and 78, and the WBF
// VP scale) lives in engine/bridge; each regulation is a package under engine/rules; the message
// catalogue for every user-facing string is engine/msg. Nothing under engine/ imports go-app or
// syscall/js (TestPurity keeps it so).
package engine
