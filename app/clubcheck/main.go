// Command clubcheck validates a club file for build.sh (CLUB_FILE=club.json ./build.sh build)
// and prints it, normalised, as base64: the value build.sh bakes into the app with
// -ldflags "-X arbiter/app/view.bakedClub=…". An invalid file fails the build with the key at fault.
package main

import (
	"encoding/base64"
	"fmt"
	"os"

	"arbiter/engine"
	"arbiter/engine/club"
	"arbiter/engine/msg"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: clubcheck club.json")
		os.Exit(2)
	}
	b, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	f, err := club.Decode(b)
	if err != nil {
		if e, ok := err.(*engine.Error); ok {
			fmt.Fprintf(os.Stderr, "%s: %s\n", os.Args[1], e.Message(msg.EN))
		} else {
			fmt.Fprintf(os.Stderr, "%s: %v\n", os.Args[1], err)
		}
		os.Exit(1)
	}
	out, err := f.Encode()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(base64.StdEncoding.EncodeToString(out))
}
