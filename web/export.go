package web

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/nimscope/nimscope/web/picture"
)

// Picture is an exported picture for the page to save. A PNG comes as pixels, for the page
// to encode (the wasm carries no PNG encoder); an SVG as its text.
type Picture struct {
	Name          string
	Type          string // "image/png" or "image/svg+xml"
	Width, Height int    // pixels of a PNG
	Pix           []byte // a PNG's Width×Height RGBA pixels, straight (not premultiplied) alpha
	Text          []byte // an SVG's document
}

// Picturer is a scene that draws its own picture for a PNG instead of the board redrawn at
// the size asked for: the XOR table draws its cells only, each pixel exactly one cell's
// colour. Picture gets the size asked for, may fit it (whole cells), and returns the image,
// which the app deallocates, and what the file name says after the game ("q64-x0-y0").
type Picturer interface {
	Picture(w, h int) (img *ebiten.Image, what string, err error)
}

// SVGer is a scene that can write its picture as SVG (web/svgexport): a Hackenbush drawing,
// the XOR table's window. SVG returns the document and what the file name says after the
// game.
type SVGer interface {
	SVG() (doc []byte, what string, err error)
}

// maxPending is how many exports may wait for the next Update: each holds a picture's
// pixels for a moment, up to 64 MB, and a script asking in a loop must not pile them up.
const maxPending = 2

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
// picture is made in the next Update and goes to the page through Host.Picture, or a
// failure through Host.Error with source "export".
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
	if len(a.cmds.export) >= maxPending {
		return errors.New("command export: two pictures are being made already; ask again when they are saved")
	}
	a.cmds.export = append(a.cmds.export, r)
	return nil
}

// runExports makes the pictures asked for since the last Update.
func (a *App) runExports() {
	a.cmds.Lock()
	queue := a.cmds.export
	a.cmds.export = nil
	a.cmds.Unlock()
	for _, r := range queue {
		p, err := a.picture(r)
		if err != nil {
			a.host.Error("export", err.Error())
			continue
		}
		a.host.Picture(p)
	}
}

func (a *App) picture(r picture.Request) (Picture, error) {
	if r.Format == picture.SVG {
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
	w, h := r.Size(a.w, a.h)
	if w == 0 {
		return Picture{}, errors.New("export: the board has no size yet")
	}
	var img *ebiten.Image
	what := strconv.Itoa(w) + "x" + strconv.Itoa(h)
	if p, ok := a.scene.(Picturer); ok {
		var err error
		if img, what, err = p.Picture(w, h); err != nil {
			return Picture{}, fmt.Errorf("export: %w", err)
		}
	} else {
		// The scene lays itself out for the picture's size, at a device scale grown with
		// it so lines and numbers keep their share of the board, draws, and goes back.
		img = ebiten.NewImage(w, h)
		a.scene.Resize(float64(w), float64(h), picture.Scale(w, h, a.w, a.h, a.scale))
		a.scene.Draw(img)
		a.scene.Resize(a.w, a.h, a.scale)
	}
	defer img.Deallocate()
	a.redraw = true
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	picture.Unpremultiply(pix)
	return Picture{Name: picture.FileName(a.game, what, picture.PNG), Type: "image/png", Width: b.Dx(), Height: b.Dy(), Pix: pix}, nil
}
