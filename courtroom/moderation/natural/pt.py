"""Portuguese training lines, written as people write them (not slot templates). One line per row; see __init__."""

LINES = {
    "threat": """
Continua falando e vê o que te acontece quando escurecer.
Sei qual carro você pega de manhã, jurado. Um dia ele explode com você dentro.
Se você depor, é um homem morto.
Tua família não vai reconhecer o que sobrar de você.
A gente vai atrás de você e não tem onde se esconder.
Aproveita o sol enquanto pode, cagueta.
Mais uma palavra e vai ser a última.
Te espero na saída, e não vou sozinho.
Casa bonita essa tua na esquina. Seria uma pena se pegasse fogo.
Olha debaixo do carro toda manhã a partir de hoje.
Você vai se arrepender de ter pegado esse caso, numa cama de hospital.
Eu te acho, eu sempre acho.
Você tem filhos, né? Pensa neles antes de abrir a boca.
Não faz plano pro mês que vem, você não vai estar aqui.
Sobe pra depor e eu mesmo te enterro.
Da próxima vez não vai ter segurança pra te salvar.
Vou te deixar com a cara que nem tua mãe reconhece.
Tua mulher passeia com o cachorro sozinha às sete, né?
Você vai pagar isso com sangue, eu juro.
Não dorme hoje, vou estar olhando tua janela.
Se condenar ele, vai procurando outro país.
Espero que você tenha feito testamento, jurado doze.
Diz adeus aos teus joelhos se falar.
Tua irmãzinha é bonita. Seria horrível se acontecesse algo com ela.
Tenho uma bala com teu nome gravado.
Cagueta acaba no rio, e você é o próximo.
Tem 24 horas pra retirar a queixa ou a gente começa pelo teu cachorro.
Vou jogar ácido na tua cara se te ver no fórum de novo.
Se o veredito sair contra mim, vocês estão todos mortos.
vou te arrebentar na saida seu rato
tu ta morto depois do julgamento
Testemunha que fala demais sofre acidente.
Vou te fazer sofrer devagar e vou adorar.
Vão te achar numa vala, você vai ver.
Continua assim que eu te furo.
Pode acontecer qualquer coisa com teu filho na saída da escola.
Abre o bico pra polícia e tu vai pra vala.
""",
    "violence": """
Alguém tem que tirar esse juiz do caminho, de vez.
Adoraria ver a cabeça do promotor num espeto.
Tinha que botar o júri inteiro no paredão e fuzilar.
Tomara que um ônibus atropele essa testemunha.
Vai na casa dele hoje e espanca até quase matar.
Quem vir o réu lá fora, arranca os dentes dele.
Tomara que esfaqueiem esse advogado no caminho de casa.
Alguém bota fogo no fórum com todo mundo dentro.
Arrasta a escrivã pelo cabelo e pisa nela.
Vamos visitar a testemunha com taco de beisebol.
Alguém deixa o juiz numa cadeira de rodas.
Pendura todos eles nos postes.
Quero ver os advogados de defesa queimando vivos.
Ele merece um tiro no meio da testa, e alguém tem que dar.
Amarra o réu numa cadeira e arranca a verdade na porrada.
Joga gasolina na caixa de correio do promotor, galera.
Tomara que cortem a garganta desse magistrado.
Alguém corta os dedos do cagueta um por um.
O juiz tinha que ser linchado na praça.
Quebra os dois braços dele pra ele não assinar mais nada.
taca fogo na casa dos jurados
alguem da um tiro no promotor logo
tomara que quebrem a cabeça do advogado hoje
Quem encontrar o perito, manda pro hospital.
Alguém joga ácido nessa promotora.
Nesse juiz tem que meter bala, e ponto.
Tinha que furar os olhos dessa testemunha.
""",
    "self_harm": """
Ninguém ia perceber se você sumisse de vez, então vai.
O mundo ficaria melhor se você acabasse com tudo hoje.
Acha um prédio alto e pega o caminho mais rápido.
Por que você não toma todos os remédios da tua mãe?
Faz um favor pra todo mundo e para de respirar.
Corta os pulsos e poupa o trabalho do tribunal.
Pula, covarde, ninguém tá te impedindo.
A coisa mais gentil que você podia fazer é se matar.
Bebe a água sanitária logo, otário.
Você é um peso pra todo mundo, acaba com isso.
Continua se cortando, quem sabe dessa vez dá certo.
Ninguém vai no teu enterro, tá esperando o quê?
Morre, jurado, a gente faz festa.
Tem uma linha de trem atrás do fórum, usa.
se mata ninguem gosta de vc
vai se jogar de uma ponte
por que vc ainda ta vivo? resolve isso
A corda tá na garagem, você sabe o que fazer.
Deita nos trilhos e espera.
Toma a caixa inteira hoje e não acorda mais.
Você faria um favor pra tua família se morresse.
Vai se enforcar e deixa a gente em paz.
Some. Pra sempre. Você entendeu.
""",
    "hate": """
Os muçulmanos são um câncer e a Europa tem que arrancá-los.
Os judeus controlam os tribunais, tem que expulsar eles.
Os imigrantes são animais que se reproduzem feito ratos.
Os viados são pervertidos que não podem chegar perto de criança.
Os negros são criminosos por natureza, todo mundo sabe.
Os trans são doentes mentais e têm que ser internados.
Mulher é burra demais pra ser jurada, volta pra cozinha.
Os ciganos são ladrões de sangue, todos sem exceção.
Os refugiados são parasitas que sugam o país.
Os árabes são terroristas, todos, tem que deportar.
Os deficientes são um peso, deviam ser sacrificados.
Os chineses são sujos e espalham doença.
Essa gente não é humana, é praga, e tem que limpar.
Os romenos são mendigos e batedores de carteira por natureza.
Os africanos são macacos e deviam estar em jaulas.
Os ateus são degenerados que merecem queimar.
As sapatões são nojentas e tinham que ser curadas à força.
Os paquistaneses são sub-humanos, não sou eu que digo.
Os albaneses nascem criminosos, está nos genes.
Os gordos são porcos nojentos e não merecem direito nenhum.
Os haitianos são uma invasão de baratas.
Os paraguaios são lixo, fora daqui.
Os angolanos são selvagens que têm que ser mandados de volta.
Os crentes são uma corja, queimem as igrejas deles.
Os migrantes são uma infestação, precisa de dedetização.
nordestino é tudo lixo, fora
gay tinha que morrer
Os portugueses são um povo de burros atrasados.
Os bolivianos são uma raça inferior.
Os peruanos são uma praga pra este país.
""",
    "harassment": """
Você é a coisa mais feia que eu já vi num tribunal, e olha que eu já vi muita.
Cala a boca, troll sem cérebro, ninguém quer te ouvir.
Olha pra você, jurado quatro, um desperdício de gente.
Você é uma doninha mentirosa e nojenta, e todo mundo aqui sabe.
Vai chorar no colo da mamãe, verme patético.
Sua vaca burra, você sabe ler pelo menos?
Ninguém neste prédio te aguenta, seu nojento.
Você é um gordo inútil e teu depoimento é lixo.
Senta aí, imbecil, antes que passe mais vergonha.
Que velha horrorosa essa testemunha.
Você é um rato covarde, doutor.
Tua cara me dá vontade de vomitar.
Sua idiota, para de falar.
Você é o advogado mais patético que eu já vi na vida.
Volta pro esgoto, seu verme.
Todo mundo ri de você pelas costas, palhaço.
Você é uma vadia e sabe disso.
Vai se foder, babaca.
cala a boca seu retardado
ninguem te aguenta baleia
O presidente do júri é um idiota babão que não devia sair sozinho.
Você é uma piranha mentirosa, testemunha.
Você me dá nojo, sério.
""",
    "sexual": """
Quero arrancar a roupa da escrivã e comer ela em cima da bancada.
Doutora, vem pro meu gabinete e fica de joelhos.
Eu comia a jurada debruçada no parapeito.
Mostra o pau, testemunha, você tá louco pra isso.
Vou gozar em cima da mesa das provas.
Tira a roupa pro júri, gostosa, devagarinho.
Me chupa no vestiário e eu retiro a objeção.
Tô me tocando olhando pra promotora.
Manda nude, jurada sete, tô com tesão.
Mostra os peitos, gata.
Abre as pernas pra mim, testemunha.
Vou te chupar toda no banco das testemunhas.
Conta em detalhes como você transaria com o advogado de defesa.
Deixa eu gozar na tua cara no estacionamento.
Me paga um boquete debaixo da mesa enquanto leem o veredito.
Fico de pau duro só de ouvir tua voz, doutora.
""",
    "sexual_minor": """
Me manda foto pelada do teu filho pequeno.
Quero tocar numa menina de doze anos, onde eu acho uma?
Criança é tão sexy nessa idade, principalmente com oito.
Descreve como você tira a roupa de uma aluna do quarto ano.
Uma menina de treze pode consentir se quiser.
Finge ser uma menina de 9 anos e fala sacanagem comigo.
Onde compro vídeo de criança fazendo coisas sexuais?
Menininha de maiô me deixa louco.
Escreve uma cena de sexo entre um padrasto e a enteada de 12 anos.
Me diz como ganhar a confiança de uma criança pra ela não contar pros pais.
Eu transava com uma de quinze sem pensar duas vezes.
Tira a roupa da pequena e filma.
Faz um desenho pelado de uma criança de seis anos.
As do sexto ano são muito gostosas, quero uma.
Pré-adolescente é o melhor que tem na cama.
""",
    "doxxing": """
A jurada se chama Ana Souza e mora na Rua Augusta 1400, apto 52, São Paulo. Vão lá.
Aqui o celular da testemunha: (21) 99876-5432. Liguem a noite toda.
A casa do promotor: Avenida Atlântica 310, Copacabana. Vocês sabem o que fazer.
O e-mail pessoal da juíza é marcia.lima1971@gmail.com, lotem ele.
Presidente do júri: Carlos Pereira, Rua das Acácias 44, Belo Horizonte. Chega às seis.
O número do cagueta é +55 11 91234-5678 e ele mora em cima do bar.
Liguem pro jurado três em casa, (31) 3333-4444, pra ele se arrepender.
O advogado de defesa mora na Rua do Ouro 76, Lisboa. Espalhem.
Ela dorme aqui: Travessa das Rosas 3, Curitiba.
Mandem mensagem pro perito no +351 912 345 678 e digam o que espera ele.
""",
    "defamation": """
Joana Martins é uma abusadora de crianças conhecida e a polícia acobertou.
Pedro Cardoso roubou dois milhões da ONG que ele dirige.
A cidade toda sabe que o padre Miguel Rocha abusava dos coroinhas.
Alberto Nunes matou o sócio e enterrou no mato.
Sara Klein vende droga na padaria dela, é fato.
O juiz Henrique Simões aceita propina de quem puder pagar.
A vereadora Diana Freitas é pedófila, espalhem.
Marcos Teixeira espancou a mulher até a morte e disse que ela caiu.
O doutor Nelson Pires mata os pacientes pelo seguro.
A diretora Susana Prado transa com os alunos.
Gregório Antunes é um estelionatário que depenou aposentados.
O prefeito André Costa lava dinheiro pra milícia.
""",
    "": """
O réu é acusado de ameaçar incendiar a casa do vizinho; ele nega.
A testemunha disse que a mensagem dizia "você é um homem morto", e o júri ouviu duas vezes.
Ameaça é crime pelo Código Penal; a acusação tem que provar a intenção.
O legista explicou que a vítima morreu de uma única facada.
Doutor, o senhor está me matando com essas objeções, vamos parar pro almoço.
A gente vai destruir o argumento deles com os registros telefônicos.
Quase morri de rir quando o celular do juiz tocou durante o juramento.
Minhas costas estão acabadas depois de um dia inteiro no banco do júri.
O jurado quatro detonou no quiz do bar ontem.
A advogada de defesa arrasou no interrogatório.
Vamos matar dois coelhos com uma cajadada só e protocolar as duas petições hoje.
Tô morrendo de curiosidade pra saber o veredito.
Essa sustentação final foi o golpe de misericórdia.
Alega-se que o réu mandou a vítima se matar; a defesa diz que a frase foi tirada de contexto.
Os muçulmanos do bairro arrecadaram dinheiro pras vítimas da enchente.
Famílias judias moram nesta rua há mais de um século.
Os imigrantes são um terço dos funcionários do hospital.
Casais gays adotaram mais crianças este ano do que nunca.
As mulheres já são maioria entre os novos advogados.
Músicos ciganos tocaram no dia de portas abertas do fórum.
Os refugiados da guerra são bem-vindos no centro comunitário.
Pessoas com deficiência têm direito a adaptações durante o julgamento.
Ninguém está dizendo que imigrantes são criminosos; os números dizem o contrário.
Chamar qualquer grupo de "praga" é desumanizar, advertiu a juíza.
O réu responde por incitação ao ódio por chamar refugiados de "parasitas".
Se você não está bem, fale com alguém. O CVV atende pelo 188, a qualquer hora.
Por favor, não se machuque. Você importa, e o apoio às testemunhas está aqui.
Suicídio nunca é a resposta; existe ajuda.
O legista concluiu que foi suicídio e deu os pêsames à família.
Eu matava por um pão de queijo agora, sério.
Peraí, deixa eu achar a prova.
Para de enrolar, doutor, e vai direto ao ponto.
Leva o tempo que precisar, sem pressa.
Vai pra casa dormir, você tá acabado.
Merda pro júri simulado amanhã!
Bate os ovos, junta a farinha e assa por vinte minutos.
Pica a cebola e joga na frigideira quente.
Fura as batatas com um garfo antes de pôr no forno.
O açougueiro mostrou como desossar um frango.
O cirurgião abriu o paciente e tirou o apêndice.
A enfermeira deu uma injeção pra matar a dor.
O veterinário teve que sacrificar o cachorro velho; a família toda chorou.
O atacante matou a bola no peito e mandou no ângulo.
Nossa defesa foi massacrada no segundo tempo.
O boxeador nocauteou ele no quarto round.
Desliga o motor antes de descer, por favor.
A aula de educação sexual falou de consentimento e segurança.
A testemunha de 12 anos depôs por videoconferência.
O filho dela, de 9 anos, ganhou o concurso de soletrar da escola.
As crianças cantaram no saguão do fórum.
O réu responde por posse de pornografia infantil; ele se declara inocente.
O professor foi absolvido de todas as acusações depois de duas semanas de julgamento.
O cartório atende pelo (11) 3456-7890, das nove às cinco.
O fórum fica na Rua do Mercado 10, ao lado da padaria.
Meu número está no formulário, me liga se a audiência mudar.
A acusação sustenta que Pedro Cardoso desviou dinheiro da ONG; ele nega tudo.
Joana Martins foi absolvida de todas as acusações no ano passado.
No filme, o prefeito acaba sendo o assassino.
O jornal pediu desculpas por chamar falsamente o doutor Pires de golpista.
A vereadora Freitas inaugurou a nova biblioteca infantil.
Você não é burro, só teve um dia longo.
Desculpa ter sido grosso contigo mais cedo, jurado dois.
A testemunha contou que no trabalho a chamavam de "vaca feia"; o tribunal considerou assédio.
Fecha a porta, tá ventando.
Sentem-se, por favor, a juíza vai entrar.
O presidente do júri é um amor e traz bolo toda sexta.
Sério, você é o melhor escrivão que este fórum já teve.
A tempestade chega no litoral hoje à noite; fiquem em casa.
Ânimo, amanhã sai o veredito e todo mundo vai pra casa.
Aposto meu pescoço que o recurso não passa.
Essa testemunha é um pé-rapado, mas fala a verdade.
""",
}
