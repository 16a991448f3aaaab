// The console's one stylesheet, inlined with the page's nonce (the console loads nothing else).
export const CONSOLE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c2430;background:#f4f6f9}
a{color:#1d4ed8}
header{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem;padding:.6rem 1rem;background:#1c2430;color:#fff}
header a{color:#fff;text-decoration:none;padding:.35rem .5rem;border-radius:6px;white-space:nowrap}
header a[aria-current=page]{background:#3b4656}
header .brand{font-weight:700;margin-right:.5rem;white-space:nowrap}
header form{margin-left:auto;display:flex;align-items:center;gap:.5rem;min-width:0}
header .muted{color:#cbd5e1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.badge{display:inline-block;min-width:1.4em;padding:0 .4em;margin-left:.3em;border-radius:999px;background:#f59e0b;color:#1c2430;font-size:.8em;font-weight:700;text-align:center}
main{max-width:1200px;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
button,.button{font:inherit;padding:.45rem .9rem;border-radius:6px;border:1px solid #9aa5b4;background:#fff;color:#1c2430;cursor:pointer;text-decoration:none;display:inline-block}
button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
button.danger{background:#b91c1c;border-color:#b91c1c;color:#fff}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,.card:focus-within{outline:3px solid #f59e0b;outline-offset:2px}
input[type=text],input[type=password],input[type=url],input[type=number],select{font:inherit;padding:.4rem .5rem;border:1px solid #9aa5b4;border-radius:6px;width:100%;max-width:32rem;background:#fff}
label{font-weight:600}
.panel{background:#fff;border:1px solid #dde3ea;border-radius:10px;padding:1rem;margin-bottom:1rem}
.notice{padding:.6rem .9rem;border-radius:8px;background:#ecfdf5;border:1px solid #34d399;margin-bottom:1rem}
.alert{padding:.6rem .9rem;border-radius:8px;background:#fef2f2;border:1px solid #f87171;margin-bottom:1rem}
.error{color:#b91c1c;font-size:.9em;margin:.2rem 0 0}
.muted{color:#5b6675}
.tabs{display:flex;gap:.5rem;margin-bottom:1rem;flex-wrap:wrap}
.tabs .button[aria-current=page]{background:#1c2430;border-color:#1c2430;color:#fff;font-weight:600}
.toolbar{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-bottom:1rem}
.panel>.toolbar:last-child{margin-bottom:0}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:1rem;padding:0;margin:0;list-style:none}
.card{background:#fff;border:1px solid #dde3ea;border-radius:10px;overflow:hidden;display:flex;flex-direction:column}
.card.selected{border-color:#1d4ed8;box-shadow:0 0 0 2px #1d4ed8}
.card .thumb{display:block;aspect-ratio:4/3;background:#e5e9ef}
.card .thumb img{width:100%;height:100%;object-fit:cover;display:block}
.card .body{padding:.6rem .7rem;display:flex;flex-direction:column;gap:.3rem;flex:1}
.card .actions{display:flex;gap:.4rem;flex-wrap:wrap;margin-top:auto;padding-top:.4rem}
.card .actions button{padding:.3rem .6rem;font-size:.9em}
.stats{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:1rem}
.stat strong{display:block;font-size:2rem;line-height:1.1}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #e5e9ef;vertical-align:top}
fieldset{border:1px solid #dde3ea;border-radius:10px;margin:0 0 1rem;padding:.6rem 1rem 1rem;background:#fff}
legend{font-weight:700;padding:0 .3rem}
.field{margin:.7rem 0}
.field>label{display:block;margin-bottom:.2rem}
.field .hint{font-size:.85em;color:#5b6675;margin:.15rem 0 0}
.field.invalid input{border-color:#b91c1c}
.colour{display:flex;gap:.5rem;align-items:center}
.colour input[type=color]{width:2.5rem;height:2.2rem;padding:0;border:1px solid #9aa5b4;border-radius:6px}
.image-preview{display:block;max-width:240px;max-height:120px;margin-top:.4rem;border:1px solid #dde3ea;border-radius:6px;background:#e5e9ef}
.previews{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.previews iframe{width:100%;height:640px;border:1px solid #dde3ea;border-radius:10px;background:#fff}
.diff del{color:#b91c1c}.diff ins{color:#047857;text-decoration:none}
.sign-in{max-width:26rem;margin:10vh auto}
/* a phone: the name and who is signed in on the first line, the sections on their own line under them */
@media (max-width:700px){.previews{grid-template-columns:1fr}header nav{order:1;flex-basis:100%}}
`;
