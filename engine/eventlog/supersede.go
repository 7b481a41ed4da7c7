package eventlog

import (
	"context"

	"arbiter/engine"
)

// Supersede logs in as the re-ruling of incident old of the same event: in is added (its
// Supersedes naming old; in.By is the director who re-rules), then old is revoked by in.By with
// reason at time at, naming the new incident
// (SupersededBy). Both stay in the log. The two writes are two transactions: when the second
// fails, the new incident is kept and the error says that old is still in force.
func Supersede(ctx context.Context, s Store, old int, in Incident, reason string, at Minute) (added, revoked Incident, err error) {
	prev, err := s.GetIncident(ctx, in.Event, old)
	if err != nil {
		return Incident{}, Incident{}, err
	}
	if prev.Status != Active {
		return Incident{}, Incident{}, bad(prev.Label()+".status", "already revoked")
	}
	in.Supersedes = old
	added, err = s.AddIncident(ctx, in)
	if err != nil {
		return Incident{}, Incident{}, err
	}
	prev.Status, prev.Reason, prev.RevokedAt, prev.SupersededBy, prev.RevokedBy = Revoked, reason, &at, added.Number, in.By
	if err := s.PutIncident(ctx, prev); err != nil {
		return added, Incident{}, err
	}
	return added, prev, nil
}

// Rerule is the incident that re-rules old with values and result: old's case — where and when
// it happened, who, the notes, and any field of the case appended later — with the new values
// and result, active, not yet numbered, with no identity, version or ruling of its own
// (Supersede adds it and names old in Supersedes). A field appended to Incident is carried by
// default; one that belongs to old's ruling is reset here (TestRerule lists every field).
func Rerule(old Incident, values engine.Values, result []Out) Incident {
	in := clone(old)
	in.Values, in.Result = values, result
	in.Number, in.Announced, in.Status = 0, nil, Active
	in.Reason, in.RevokedAt, in.SupersededBy, in.Supersedes = "", nil, 0, 0
	in.ID, in.By, in.RevokedBy, in.Rev, in.Revs, in.Conflicts = "", "", "", "", nil, nil
	in.Extra = nil // a newer version's fields: this version cannot tell the case's from the ruling's
	return in
}
