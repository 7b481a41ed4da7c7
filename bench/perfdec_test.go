package bench

import (
	"encoding/json"
	"testing"

	"arbiter/engine/eventlog"
)

func BenchmarkPerfDecode(b *testing.B) {
	m, _ := seasonStore(b)
	incs, _ := m.ListIncidents(b.Context(), "season")
	data, _ := json.Marshal(incs)
	b.Run("fast", func(b *testing.B) {
		for b.Loop() {
			if _, err := eventlog.DecodeIncidents(data); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("json", func(b *testing.B) {
		for b.Loop() {
			var out []eventlog.Incident
			if err := json.Unmarshal(data, &out); err != nil {
				b.Fatal(err)
			}
		}
	})
}
