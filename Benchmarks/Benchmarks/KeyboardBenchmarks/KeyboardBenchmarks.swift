import Benchmark
import Foundation
import GamepadKitCore

// Typing cost on the controller keyboard: presses per character of English prose with
// capitals and punctuation, planned by ControllerKeyboardPlanner on the default keyboard (a
// UITextField's traits: QWERTY, sentence autocapitalization) and replayed through the same
// model. The metrics are presses per character × 100 (lower is better); the README quotes them.
//   swift package --allow-writing-to-package-directory benchmark --filter Typing

/// Prose written for this benchmark: sentences, names, commas, a question, a semicolon.
let prose = """
The morning train was late again, so Maria walked to the harbour instead. Fog hung over the water, and the fishing boats moved slowly past the old lighthouse. She bought a coffee from the kiosk near the pier, then sat on a bench to read the letter her brother had sent from Lisbon. He wrote that the new job was hard but interesting, that the city was full of steep streets and yellow trams, and that he missed the sound of the sea at home. Would she visit in the spring? He promised to show her the market, the castle and a small bookshop where the owner still wrapped every book in brown paper. Maria smiled, folded the letter and put it in her pocket. The fog was lifting now; a gull landed on the railing and watched her with one careful eye. She decided to answer that evening, after work, when the house was quiet. There was so much to tell him: the garden, the neighbours, the storm in October that had taken half the roof of the shed. None of it was important, but all of it was news, and he liked news from home more than anything else.
"""

/// Common English words, most frequent first: the stand-in for UITextChecker's completions.
let commonWords = """
the of and to a in is it you that he was for on are with as I his they be at one have this from or had by not word but what some we can out other were all there when up use your how said an each she which do their time if will way about many then them write would like so these her long make thing see him two has look more day could go come did number sound no most people my over know water than call first who may down side been now find any new work part take get place made live where after back little only round man year came show every good me give our under name very through just form sentence great think say help low line differ turn cause much mean before move right boy old too same tell does set three want air well also play small end put home read hand port large spell add even land here must big high such follow act why ask men change went light kind off need house picture try us again animal point mother world near build self earth father head stand own page should country found answer school grow study still learn plant cover food sun four between state keep eye never last let thought city tree cross farm hard start might story saw far sea draw left late run while press close night real life few north open seem together next white children begin got walk example ease paper group always music those both mark often letter until mile river car feet care second book carry took science eat room friend began idea fish mountain stop once base hear horse cut sure watch color face wood main enough plain girl usual young ready above ever red list though feel talk bird soon body dog family direct pose leave song measure door product black short numeral class wind question happen complete ship area half rock order fire south problem piece told knew pass since top whole king space heard best hour better true during hundred five remember step early hold west ground interest reach fast verb sing listen six table travel less morning ten simple several vowel toward war lay against pattern slow center love person money serve appear road map rain rule govern pull cold notice voice unit power town fine certain fly fall lead cry dark machine note wait plan figure star box noun field rest correct able pound done beauty drive stood contain front teach week final gave green oh quick develop ocean warm free minute strong special mind behind clear tail produce fact street inch multiply nothing course stay wheel full force blue object decide surface deep moon island foot system busy test record boat common gold possible plane stead dry wonder laugh thousand ago ran check game shape equate hot miss brought heat snow tire bring yes distant fill east paint language among
""".split(separator: " ").map(String.init)

func pressesPerCharacter(suggestions: (any ControllerKeyboardSuggestionProvider)?) -> Double {
    let traits = ControllerKeyboardTraits()
    guard let presses = try? ControllerKeyboardPlanner.plan(prose, traits: traits, suggestions: suggestions) else { return .infinity }
    var replay = ControllerKeyboardReplay(traits: traits, suggestions: suggestions)
    replay.press(presses)
    guard replay.text == prose else { return .infinity }
    return Double(presses.count) / Double(prose.count)
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.custom("presses per character × 100", polarity: .prefersSmaller, useScalingFactor: false)],
        warmupIterations: 0,
        maxDuration: .seconds(30),
        maxIterations: 1
    )
    Benchmark("Typing: presses per character of prose, default keyboard, no suggestions", configuration: configuration) { benchmark in
        let figure = pressesPerCharacter(suggestions: nil)
        print("Typing, no suggestions: \(figure) presses per character over \(prose.count) characters")
        benchmark.measurement(.custom("presses per character × 100", polarity: .prefersSmaller, useScalingFactor: false), Int((figure * 100).rounded()))
    }
    Benchmark("Typing: presses per character of prose, default keyboard, with suggestions", configuration: configuration) { benchmark in
        let figure = pressesPerCharacter(suggestions: ControllerKeyboardWordList(words: commonWords))
        print("Typing, with suggestions: \(figure) presses per character over \(prose.count) characters")
        benchmark.measurement(.custom("presses per character × 100", polarity: .prefersSmaller, useScalingFactor: false), Int((figure * 100).rounded()))
    }

    // What the keyboard's view redraws per stick sample (`ControllerKeyboardRedraw`): a second
    // of stick samples at 120 Hz, held to the right past the deadzone, moves focus twice (the
    // press and one repeat); the other samples change nothing and restyle nothing.
    let restylesMetric = BenchmarkMetric.custom("keys restyled per second of stick samples", polarity: .prefersSmaller, useScalingFactor: false)
    let idleRestylesMetric = BenchmarkMetric.custom("keys restyled by samples that change nothing", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark("Keyboard view: keys restyled over 120 stick samples, two of which move focus",
              configuration: .init(metrics: [restylesMetric, idleRestylesMetric], warmupIterations: 0, maxIterations: 1)) { benchmark in
        var keyboard = ControllerKeyboard(traits: ControllerKeyboardTraits())
        var shown = ControllerKeyboardFace(keyboard)
        var restyled = 0
        var idleRestyled = 0
        for sample in 0..<120 {
            let moves = sample == 0 || sample == 60
            if moves { _ = keyboard.press(.right) }
            let next = ControllerKeyboardFace(keyboard)
            let redraw = ControllerKeyboardRedraw.from(shown, to: next)
            restyled += redraw.restyledKeys.count + redraw.restyledStrip.count
            if !moves { idleRestyled += redraw.restyledKeys.count + redraw.restyledStrip.count }
            shown = next
        }
        precondition(idleRestyled == 0, "a stick sample that changes nothing restyled keys")
        benchmark.measurement(restylesMetric, restyled)
        benchmark.measurement(idleRestylesMetric, idleRestyled)
    }
}
