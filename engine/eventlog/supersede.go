package eventlog

import "context"

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
