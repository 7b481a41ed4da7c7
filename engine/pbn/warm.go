package pbn

import (
	"runtime"
	"strings"
)

// In the browser a wasm function runs first as the baseline compiler's code, several times
// slower than the optimised code the browser makes of it once it has run a while; so the
// first file a director opens would be read mostly by slow code. WarmUp runs the reader's
// code on a small file of its own so that the browser optimises it before a director's file
// comes (the app calls it a few times when the event page is idle).

// WarmUps is how many WarmUp calls the app makes: enough reading for the browser to optimise
// the reader's code (about 0.3 MB read in all; bench/README.md).
const WarmUps = 20

// warmCopies is how many times a WarmUp call reads the sample (about 16 KB read a call).
const warmCopies = 12

// warmSample is a short session as scoring programs write it: a board with its players,
// result, auction and play, a second table of it, a board with a traveller (ScoreTable) and
// the session's totals (TotalScoreTable); names with Serbian and Hungarian letters.
const warmSample = `% PBN 2.1
% EXPORT
[Event "Kup Vojvodine"]
[Site "Subotica"]
[Date "2026.11.14"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "W:AT52.7543.A2.JT2 K64.AKQ986.Q.643 QJ97.J2.T75.KQ85 83.T.KJ98643.A97"]
[Table "1"]
[PairNS "1"]
[PairEW "9"]
[North "Šćepanović Đorđe"]
[East "Őri Lőrinc"]
[South "Žižić Čedomir"]
[West "Szűcs Gábor"]
[Declarer "N"]
[Contract "3H"]
[Result "9"]
[Score "NS 140"]
[Auction "N"]
1H 3D 3H Pass
Pass Pass
[Play "E"]
D7 D3 DA DQ
HJ HT H3 HA
*

[Table "2"]
[PairNS "2"]
[PairEW "10"]
[North "Ács Ödön"]
[East "Kovač Ljiljana"]
[South "Đurić Nenad"]
[West "Tóth Éva"]
[Declarer "E"]
[Contract "4DX"]
[Result "EW 8"]
[Score "NS 300"]

[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "W:T82.9875.AKQ98.J A63.AK63.J.T9764 KQJ974.QT.53.Q53 5.J42.T7642.AK82"]
[Declarer "S"]
[Contract "4S"]
[Result "10"]
[ScoreTable "Table\2R;PairId_NS\2R;PairId_EW\2R;Contract\5L;Declarer\1R;Result\2R;Score_NS\5R;Score_EW\5R"]
 1  1  9 4S    S 10  620    -
 2  2 10 4S    S  9    -  100
 3  3 11 3NT   N 10  630    -
 4  4 12 5DX   W  9  300    -
 5  5 13 -     - -     -    -
 6  6 14 4S    S 11  650    -
[TotalScoreTable "Rank\2R;PairId\2R;Names\40L;TotalScore\6R"]
 1  3 "Šćepanović Đorđe - Žižić Čedomir" 61.5
 2  9 "Őri Lőrinc - Szűcs Gábor"         55.0
 3 10 "Kovač Ljiljana - Tóth Éva"        48.2
`

// WarmUp is the i-th of the app's WarmUps warm-up reads (0 first): it reads a small session
// of its own, about 16 KB, as the app reads a chosen file (UTF-8: NeedsEncoding, ParseText)
// and asks the encoding question of its Windows-1250 copy (NeedsEncoding, Previews): the same
// code a director's file runs. What it reads is dropped; the last one collects the garbage
// of all (a director's reading holds the collector, so it would start on top of it).
func WarmUp(i int) {
	if i == WarmUps-1 {
		defer runtime.GC()
	}
	text := strings.Repeat(warmSample+"\n", warmCopies)
	data := []byte(text)
	if !NeedsEncoding(data) {
		ParseText(data, "")
	}
	cp := encode1250(text)
	if NeedsEncoding(cp) {
		Previews(cp, 0) // all its names: a file whose first names are few is read to its end
	}
}

// encode1250 writes text in Windows-1250 (a letter the table has no byte for becomes '?').
func encode1250(text string) []byte {
	out := make([]byte, 0, len(text))
	for _, r := range text {
		if r < 0x80 {
			out = append(out, byte(r))
			continue
		}
		c := byte('?')
		for i, t := range win1250 {
			if t == r {
				c = byte(0x80 + i)
				break
			}
		}
		out = append(out, c)
	}
	return out
}
