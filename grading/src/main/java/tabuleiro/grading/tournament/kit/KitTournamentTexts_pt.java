package tabuleiro.grading.tournament.kit;

import java.util.ListResourceBundle;

/** What the student kit's {@code play --tournament} prints, in Portuguese. */
public class KitTournamentTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"header", "{0}: o seu agente {1} contra as duas âncoras do avaliador,"
                        + " {2,choice,1#1 jogo|1<{2} jogos} com cada cor contra cada uma (semente"
                        + " {3,number,#}, {4,number,#} ms por jogada e mais {5,number,#} s em"
                        + " cada jogo)."},
            {"referee", "Arbitrado pelo seu próprio motor; o árbitro do torneio da turma é a"
                        + " referência, e as suas âncoras são os agentes da referência."},
            {"column.anchor", "âncora"},
            {"column.won", "vitórias"},
            {"column.drawn", "empates"},
            {"column.lost", "derrotas"},
            {"column.forfeits", "faltas"},
            {"anchor.RANDOM", "aleatória"},
            {"anchor.GREEDY", "gulosa"},
            {"first.forfeit", "Primeira falta do seu tipo contra a âncora {0}, jogo"
                        + " {1,number,#}: {2}"},
            {"forfeit.ILLEGAL", "a jogada do seu agente foi recusada: {0}"},
            {"forfeit.EXCEPTION", "o seu agente lançou {0}"},
            {"forfeit.TIMEOUT", "o seu agente não deu jogada em {0,number,#} ms e no que"
                        + " restava dos {1,number,#} s de tempo extra do jogo"},
            {"forfeit.CRASH", "o seu motor falhou enquanto arbitrava: {0}"},
            {"progress", "{0} jogos feitos, faltam cerca de {1}"},
            {"no.book", "O agente perfeito não tem livro de aberturas (falta {0} ou está"
                        + " danificado), por isso pesquisa desde o tabuleiro vazio, o que leva"
                        + " minutos por jogada, e perde os jogos por tempo: volte a pôr esse"
                        + " ficheiro, tirado de um kit novo."},
            {"no.tournament", "Não há torneio para {0} no kit."},
            {"cannot.start", "O torneio não pode começar: {0}"},
            {"reason.no.agent", "nenhuma de {0} é uma classe pública que implemente {1} com um"
                        + " construtor de um long, sem argumentos ou de um int"},
            {"reason.class", "o seu motor não tem a classe {0}"},
            {"reason.method", "o seu motor não tem o método {0}"},
            {"games.range", "--games tem de ser de 1 a {0,number,#}, mas é {1,number,#}"},
            {"not.number", "{0} tem de ser um número inteiro, mas é {1}"},
            {"with.arguments", "play --tournament só aceita --games, --agent, --seed,"
                        + " --overage e --lang, mas recebeu também {0}"},
            {"overage.range", "--overage tem de ser de 0 a {0,number,#} segundos, mas é"
                        + " {1,number,#}"},
        };
    }
}
