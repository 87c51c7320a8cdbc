package tabuleiro.cli;

import java.util.ListResourceBundle;

/** The launcher's messages in Portuguese; {@link LauncherTexts} in English. */
public class LauncherTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and text
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"exit.heading", "%nEstado de saída:%n"},
            {"exit.DONE", "Feito: o comando terminou, ou o jogo acabou, ou o jogador saiu ou o"
                        + " pausou."},
            {"exit.FAILURE", "Falha: o motor, um agente, um ficheiro ou a ligação falhou (a razão"
                        + " é mostrada)."},
            {"exit.USAGE", "Não foi possível compreender a linha de comandos: uma opção"
                        + " desconhecida, um valor em falta ou errado, um ficheiro que não pode ser"
                        + " lido (o que se espera é mostrado)."},
            {"failed.other", "{0} falhou: {1}"},
            {"refused.unknown.one", "Opção desconhecida: ''{0}'' (e {1})"},
            {"refused.unknown.many", "Opções desconhecidas: ''{0}'' (e {1})"},
            {"refused.enum", "Valor inválido para a opção ''{0}'': esperava-se um de {1} mas veio"
                        + " ''{2}''"},
        };
    }
}
