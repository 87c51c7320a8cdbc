package tabuleiro.qwirkle.cli;

import java.util.ListResourceBundle;

/** What {@code qwirkle play} says itself, in Portuguese; {@link PlayTexts} in English. */
public class PlayTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"seed", "Semente: {0} (jogue os mesmos jogos outra vez com --seed {0})"},
            {"player", "Jogador {0} ({1})"},
            {"seat.HUMAN", "humano"},
            {"seat.RANDOM", "aleatório"},
            {"seat.GREEDY", "guloso"},
            {"refused", "qwirkle play: {0}"},
            {"refused.players", "O Qwirkle joga-se com {0} a {1} jogadores, mas foram dados {2}"
                        + " lugares"},
            {"refused.cheat", "o modo de batota faz parte das regras do enunciado: junte"
                        + " --variant brief"},
        };
    }
}
