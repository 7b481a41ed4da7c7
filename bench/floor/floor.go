// Command floor is the bare go-app v10 hello-world that Arbiter is measured against: one
// component, one route, built exactly as Arbiter is (see bench/run.sh).
//
// The component marks itself data-ready="1" only once the wasm has mounted it, so the
// pre-rendered HTML (which shows the same heading) never satisfies the benchmark's condition.
package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// ReadySelector is the DOM condition the benchmark waits for.
const ReadySelector = `#floor[data-ready="1"]`

type hello struct {
	app.Compo
	ready  bool
	clicks int
}

func (h *hello) OnMount(ctx app.Context) {
	ctx.Dispatch(func(app.Context) { h.ready = true })
}

func (h *hello) Render() app.UI {
	d := app.Div().ID("floor").Body(
		app.H1().Text("Hello, go-app"),
		app.Button().ID("floor-btn").Text("Click").OnClick(func(ctx app.Context, e app.Event) {
			h.clicks++
		}),
		app.P().ID("floor-clicks").Text(h.clicks),
	)
	if h.ready {
		d = d.DataSet("ready", "1")
	}
	return d
}

func routes() {
	app.Route("/", func() app.Composer { return &hello{} })
}
