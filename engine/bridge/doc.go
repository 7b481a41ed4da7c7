// Package bridge is the scoring of duplicate bridge: the contract score of Law 77, the IMP
// scale of Law 78B, the WBF continuous 20-VP scale (2013) with its published tables'
// concavity correction, matchpoints (Law 78A, 2 per result beaten) with Neuberg's formula for
// artificial and missing results, cross-IMPs, Butler, board-a-match, the 16-board dealer and
// vulnerability cycle (Law 2), and the one-board traveller and team-match sheets built on them.
//
// Every number is data in tables.go with its citation; the functions hold no literals of the
// Laws.
package bridge
