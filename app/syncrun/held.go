package syncrun

// HeldRow is one held document as the page lists it.
type HeldRow struct {
	DocID     string
	Key       string // couchsync.KeyHold…
	Label     string // its label (S1B)
	By        string // the director who logged it
	Author    string // the director whose phone made the version ("" when it names none)
	Notes     string
	Revoked   bool
	RevokedBy string
	LogBy     string // the director of the log's incident of that label ("" none)
	InLog     bool   // the log holds this incident (in another version)
}

// Progress is how many of the server's records are here while the log comes in.
type Progress struct{ Have, Of int }
