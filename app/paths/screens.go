package paths

import (
	"fmt"
)

// Screens lists every calculator screen (building every ruleset); it fails on a duplicate path.
func Screens() ([]Screen, error) {
	var out []Screen
	seen := map[string]string{}
	for _, rs := range Groups() {
		for _, c := range rs.Calculators {
			p := CalcPath(rs, c)
			if prev, dup := seen[p]; dup {
				return nil, fmt.Errorf("calculators %s and %s share the path %s", prev, c.ID, p)
			}
			seen[p] = c.ID
			out = append(out, Screen{rs, c, p})
		}
	}
	return out, nil
}
