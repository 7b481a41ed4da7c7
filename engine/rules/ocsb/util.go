package ocsb

import (
	"math"
	"time"

	"arbiter/engine"
)

func pow10(n int) float64 { return math.Pow10(n) }

func round64(x float64) int64 { return int64(math.Round(x)) }

// hundredths turns a VP (or IMP) value into whole hundredths, so that equal values compare
// equal whatever their float64 history.
func hundredths(x float64) int64 { return int64(math.Round(x * 100)) }

// epoch is the origin of engine.KDateTime: local wall-clock minutes since 2000-01-01 00:00.
// UTC is used only as a zone-free calendar: no conversion ever happens.
var epoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// maxDateTime is 2099-12-31 23:59.
var maxDateTime = int64(time.Date(2099, 12, 31, 23, 59, 0, 0, time.UTC).Sub(epoch) / time.Minute)

// minutesOf returns the KDateTime value of a wall-clock date and time.
func minutesOf(y int, mo time.Month, d, h, mi int) int64 {
	return int64(time.Date(y, mo, d, h, mi, 0, 0, time.UTC).Sub(epoch) / time.Minute)
}

func wall(m int64) time.Time { return epoch.Add(time.Duration(m) * time.Minute) }

// fmtTime prints a KDateTime as "2018-09-05 18:00" (ISO order reads the same in all three
// languages).
func fmtTime(m int64) string { return wall(m).Format("2006-01-02 15:04") }

// dayStart returns the midnight that starts m's calendar day.
func dayStart(m int64) int64 { return m - ((m%1440)+1440)%1440 }

func vpOut(name string, v float64) engine.Out  { return engine.Num(name, v, "vp", 2) }
func impOut(name string, v float64) engine.Out { return engine.Num(name, v, "imp", 2) }
func ftOut(name string, v float64, prec int) engine.Out {
	return engine.Num(name, v, "ft", prec)
}
func timeOut(name string, m int64) engine.Out { return engine.DateTimeOut(name, m) }

// divIndex returns the index of a division code in divisions, or -1.
func divIndex(code string) int {
	for i, d := range divisions {
		if d == code {
			return i
		}
	}
	return -1
}
