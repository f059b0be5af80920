package web

import (
	"errors"
	"fmt"
	"image"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/engine/msg"
	"github.com/nimscope/nimscope/web/picture"
)

// Picture is an exported picture, or a part of one, for the page to save. A PNG comes as
// pixels, for the page to encode (the wasm carries no PNG encoder), in bands of rows as it
// is drawn: one Picture a band, top to bottom, the last ending at row Height. The page puts
// each band in place as it comes, so neither side holds the pixels twice (they were 64 MB
// at 4096×4096, copied to JS in one go at the end), and it can tell how far the picture
// is. An SVG comes as its text, in one Picture.
type Picture struct {
	Name          string
	Type          string // "image/png" or "image/svg+xml"
	Width, Height int    // pixels of the whole PNG
	Y             int    // the band's first row; the page counts the rows it was sent
	// Pix is a band of a PNG: Width×(len(Pix)/4/Width) RGBA pixels, straight (not
	// premultiplied) alpha, rows Y on. It is Go's buffer, for the next band too: the
	// host copies it before Picture returns.
	Pix  []byte
	Text []byte // an SVG's document
}

// Picturer is a scene that draws its own picture for a PNG instead of the board redrawn at
// the size asked for: the XOR table draws its cells only, each pixel exactly one cell's
// colour. Picture gets the size asked for and may fit it (whole cells); it returns the
// picture's size, what the file name says after the game ("q64-x0-y0"), and band, which
// draws rows y0 to y0+dst's height of the picture into dst (whose bounds start at 0, 0).
// The export calls band over several frames, and the scene is not updated in between.
type Picturer interface {
	Picture(w, h int) (pw, ph int, what string, band func(dst *ebiten.Image, y0 int), err error)
}

// SVGer is a scene that can write its picture as SVG (web/svgexport): a Hackenbush drawing,
// the XOR table's window. SVG returns the document and what the file name says after the
// game.
type SVGer interface {
	SVG() (doc []byte, what string, err error)
}

// maxPending is how many exports may be asked for and not yet sent: each holds a picture's
// pixels for a moment, up to 64 MB, and a script asking in a loop must not pile them up.
const maxPending = 2

// A PNG is drawn and read back a band of rows at a time, so that the page keeps drawing
// frames and taking input while a big picture is made: drawing 4096×4096 pixels takes
// seconds with WebGL in software (SwiftShader), all in the one frame that reads them back,
// before it was banded. Reading a band back waits for the GPU to draw it, and that is most
// of a band's time: its pixels' worth of filling (on a slow shared machine 0.25 µs a pixel
// for Nim, about 1 µs for 2000 edges of Hackenbush, whose strokes cover the picture more
// than once; session 31).
//
// Where the bands fall depends on the picture's width alone: bandPixels a band, whole rows,
// at least minBandRow. A slanted stroke's edge pixels come out a level or two apart when the
// band around them starts on another row or has another height (the GPU rounds them through
// the band's own coordinates), so bands cut where the clock said made two exports of a board
// at rest differ. An Update draws bands until the next would end after bandTime.
const (
	bandTime   = 100 * time.Millisecond
	bandPixels = 1 << 16
	minBandRow = 8
)

// exportJob is a PNG being made, a band each Update. While it runs the scene is laid out
// for the picture and frozen: Update runs the next band and nothing else (no input, no
// animation, no catching up with the session), Draw leaves the screen as it was, and
// commands from the page wait (App.between).
type exportJob struct {
	name    string
	w, h    int
	band    func(dst *ebiten.Image, y0 int) // a Picturer's; nil: the scene's Draw
	resized bool                            // the scene was laid out for the picture
	pix     []byte                          // a band's pixels, sent as each band is read
	y, rows int                             // rows done; rows of every band (the last: what is left)
}

// formatsOf lists the export formats a scene offers.
func formatsOf(s Scene) []string {
	if _, ok := s.(SVGer); ok {
		return []string{"png", "svg"}
	}
	return []string{"png"}
}

// Formats lists the export formats of the scene shown; safe to call from a JS callback.
func (a *App) Formats() []string {
	a.cmds.Lock()
	defer a.cmds.Unlock()
	return append([]string(nil), a.cmds.formats...)
}

// Export asks for a picture of the board (see picture.Parse for arg). It is safe to call from
// a JS callback: a bad argument, or SVG where the scene has none, is refused at once; the
// picture is made from the next Update on (a PNG over several frames) and goes to the page
// through Host.Picture, or a failure through Host.Error with source "export".
func (a *App) Export(arg string) error {
	r, err := picture.Parse(arg)
	if err != nil {
		return err
	}
	a.cmds.Lock()
	defer a.cmds.Unlock()
	if r.Format == picture.SVG && len(a.cmds.formats) < 2 {
		return errors.New("command export: this board has no SVG picture (Hackenbush drawings and the XOR table have); save a PNG")
	}
	pending := len(a.cmds.export)
	if a.exporting.Load() {
		pending++
	}
	if pending >= maxPending {
		return errors.New("command export: two pictures are being made already; ask again when they are saved")
	}
	a.cmds.export = append(a.cmds.export, r)
	if r.Format == picture.PNG {
		a.pngs.Add(1)
	}
	return nil
}

// Frozen is the error that refuses a change of the position or the view, asked for as what
// ("set", "command undo"), while a PNG is asked for or being drawn; nil when none is. The
// board is held on the state the picture shows from the request (the job begins at the next
// Update) until its last band (the scene is not updated in between), and a change made
// meanwhile went to the session behind it: the panel showed it, the board did not, and
// nothing said why; one made before the job began was in the picture, though asked for
// after it. Every route asks here, the JS API, the panel's buttons and fields and an
// embedding page's messages alike; keys are stopped in the page before they reach any of
// them (static/export.js, which says why with the picture's progress).
func (a *App) Frozen(what string) error {
	if !a.exporting.Load() && a.pngs.Load() == 0 {
		return nil
	}
	return msg.Errorf("%s: the board is being saved as a picture and stays as it is until the picture is saved; try again then", what)
}

// runExports makes the pictures asked for since the last Update: an SVG at once, a PNG by
// starting its job (and drawing its first band), which holds back the requests after it.
func (a *App) runExports() {
	for a.job == nil {
		a.cmds.Lock()
		if len(a.cmds.export) == 0 {
			a.cmds.Unlock()
			return
		}
		r := a.cmds.export[0]
		a.cmds.export = a.cmds.export[1:]
		if r.Format == picture.PNG {
			a.exporting.Store(true) // before the lock goes: Export counts the job
			a.pngs.Add(-1)          // after exporting: Frozen sees no gap
		}
		a.cmds.Unlock()
		if r.Format == picture.SVG {
			p, err := a.svg()
			if err != nil {
				a.host.Error("export", err.Error())
				continue
			}
			a.host.Picture(p)
			continue
		}
		if err := a.startExport(r); err != nil {
			a.exporting.Store(false)
			a.host.Error("export", err.Error())
			continue
		}
		a.exportBand()
	}
}

func (a *App) svg() (Picture, error) {
	s, ok := a.scene.(SVGer)
	if !ok {
		return Picture{}, errors.New("export: this board has no SVG picture; save a PNG")
	}
	doc, what, err := s.SVG()
	if err != nil {
		return Picture{}, fmt.Errorf("export: %w", err)
	}
	return Picture{Name: picture.FileName(a.game, what, picture.SVG), Type: "image/svg+xml", Text: doc}, nil
}

// startExport sets up the job of a PNG: the picture's size and name, and the scene laid out
// for it.
func (a *App) startExport(r picture.Request) error {
	w, h := r.Size(a.w, a.h)
	if w == 0 {
		return errors.New("export: the board has no size yet")
	}
	j := &exportJob{}
	what := strconv.Itoa(w) + "x" + strconv.Itoa(h)
	if p, ok := a.scene.(Picturer); ok {
		var err error
		if w, h, what, j.band, err = p.Picture(w, h); err != nil {
			return fmt.Errorf("export: %w", err)
		}
	} else {
		// The scene lays itself out for the picture's size, at a device scale grown with
		// it so lines and numbers keep their share of the board, draws band by band, and
		// goes back at the end (endExport).
		a.scene.Resize(float64(w), float64(h), picture.Scale(w, h, a.w, a.h, a.scale))
		j.resized = true
	}
	j.name, j.w, j.h = picture.FileName(a.game, what, picture.PNG), w, h
	j.rows = bandRows(w, h)
	a.job = j
	return nil
}

// bandRows is how many rows each band of a w×h picture has: a function of its size alone,
// so the bands fall on the same rows whenever the picture is made.
func bandRows(w, h int) int {
	return min(max(bandPixels/w, minBandRow), h)
}

// exportBand draws, reads and sends the next bands of the picture being made, as many as
// fit in bandTime (one at least), and ends the job after the last. A panic ends the job,
// then goes on to Update's recover (the page drops the bands it has on the error).
func (a *App) exportBand() {
	defer func() {
		if r := recover(); r != nil {
			a.endExport()
			panic(r)
		}
	}()
	start := time.Now()
	var most time.Duration // the longest band yet, to guess whether the next one fits
	for {
		t := time.Now()
		if !a.nextBand() {
			a.endExport()
			return
		}
		most = max(most, time.Since(t))
		if time.Since(start)+most > bandTime {
			return
		}
	}
}

// nextBand draws, reads and sends the job's next band, and reports whether one is left.
func (a *App) nextBand() bool {
	j := a.job
	y1 := min(j.y+j.rows, j.h)
	var img *ebiten.Image
	if j.band != nil {
		img = ebiten.NewImageWithOptions(image.Rect(0, 0, j.w, y1-j.y), &ebiten.NewImageOptions{Unmanaged: true})
		j.band(img, j.y)
	} else {
		// The scene draws at the picture's coordinates: an image whose bounds are the
		// band's rows takes only what falls in them.
		img = ebiten.NewImageWithOptions(image.Rect(0, j.y, j.w, y1), &ebiten.NewImageOptions{Unmanaged: true})
		a.scene.Draw(img)
	}
	n := 4 * j.w * (y1 - j.y)
	if cap(j.pix) < n {
		j.pix = make([]byte, n)
	}
	pix := j.pix[:n]
	img.ReadPixels(pix)
	img.Deallocate()
	picture.Unpremultiply(pix)
	a.host.Picture(Picture{Name: j.name, Type: "image/png", Width: j.w, Height: j.h, Y: j.y, Pix: pix})
	j.y = y1
	return j.y < j.h
}

// endExport ends the job: the scene is laid out for the screen again and drawn.
func (a *App) endExport() {
	if a.job != nil && a.job.resized {
		a.scene.Resize(a.w, a.h, a.scale)
	}
	a.job = nil
	a.redraw = true
	a.exporting.Store(false)
}
