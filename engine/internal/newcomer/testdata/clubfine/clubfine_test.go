package clubfine_test

import (
	"os"
	"testing"

	"arbiter/engine/internal/calctest"
	"arbiter/engine/rules/clubfine"
)

func TestMain(m *testing.M) {
	clubfine.Load()
	os.Exit(m.Run())
}

func TestLateness(t *testing.T) {
	for _, tt := range []struct {
		minutes int64
		want    float64
	}{{0, 0}, {1, 5}, {3, 15}, {240, 1200}} {
		out, _ := calctest.MustRun(t, clubfine.Ruleset, "clubfine.lateness", calctest.Fields{"minutes": tt.minutes}, nil)
		if got := out["offender.pct_top"]; got != tt.want {
			t.Errorf("Lateness(%d) = %v, want %v", tt.minutes, got, tt.want)
		}
	}
}
