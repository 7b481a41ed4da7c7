package law12

// Law 12 is part of every bridge ruleset, and its texts are registered at start-up (a shared
// area, engine/MODEL.md): its calculators are built by each ruleset's Load, with its own.
func init() { registerMessages() }
