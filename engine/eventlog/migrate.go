package eventlog

import (
	"encoding/json"
	"fmt"
)

func init() {
	Migrations = append(Migrations, Migration{From: 1, Event: migrateEvent1, Incident: migrateIncident1})
}

// migrateEvent1 gives a schema-1 event its first version, named by its content, so two phones
// that upgrade the same event name it alike (no conflict when they merge).
func migrateEvent1(m map[string]any) error {
	var e Event
	if err := remarshal(m, &e); err != nil {
		return err
	}
	m["rev"] = makeRev(1, eventContent(e), nil)
	return nil
}

// migrateIncident1 gives a schema-1 incident the ID its event and number make (LegacyID) and
// its version: a revoked incident gets two, the incident as logged and its revocation, so a
// copy upgraded on a phone that never saw the revocation is its ancestor, not a conflict.
func migrateIncident1(m map[string]any) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	in, err := decodeIncident(b) // json.Unmarshal's reading, faster (fastjson.go)
	if err != nil {
		return fmt.Errorf("a schema-1 record that does not read: %v", err)
	}
	in.ID = LegacyID(in.Event, in.Number)
	m["id"] = in.ID
	if in.Status != Revoked {
		m["rev"] = makeRev(1, incidentContent(in), nil)
		return nil
	}
	logged := in
	logged.Status, logged.Reason, logged.RevokedAt, logged.SupersededBy = Active, "", nil, 0
	first := makeRev(1, incidentContent(logged), nil)
	m["rev"] = makeRev(2, incidentContent(in), []string{first})
	m["revs"] = []any{first}
	return nil
}

func remarshal(m map[string]any, dst any) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, dst); err != nil {
		return fmt.Errorf("a schema-1 record that does not read: %v", err)
	}
	return nil
}
